// Decompiled by dxkit from a gs_5_0 program.

cbuffer Faces : register(b0)
{
    column_major float4x4 FaceVP[6];
    float4 Bias;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
};

[instance(6)]
[maxvertexcount(1)]
void main(point Input i[1], inout PointStream<Output> stream, uint instanceId : SV_GSInstanceID)
{
    Output o;
    float4 r0, r1, r2, r3;
    int4 r0i;
    uint4 r0u;
    r0i.x = (int)instanceId << 2;
    r1.w = dot(i[0].SV_Position0.xyzw, FaceVP[instanceId]._m03_m13_m23_m33);
    r0u.y = (r1.w < Bias.w) ? 0xffffffffu : 0u;
    [branch] if (r0u.y != 0u)
    {
        return;
    }
    r1.x = dot(i[0].SV_Position0.xyzw, FaceVP[instanceId]._m00_m10_m20_m30);
    r1.y = dot(i[0].SV_Position0.xyzw, FaceVP[instanceId]._m01_m11_m21_m31);
    r1.z = dot(i[0].SV_Position0.xyzw, FaceVP[instanceId]._m02_m12_m22_m32);
    r2.xyzw = i[0].SV_Position0.xyzw + Bias.xyzw;
    r3.x = dot(r2.xyzw, FaceVP[instanceId]._m00_m10_m20_m30);
    r3.y = dot(r2.xyzw, FaceVP[instanceId]._m01_m11_m21_m31);
    r3.z = dot(r2.xyzw, FaceVP[instanceId]._m02_m12_m22_m32);
    r3.w = dot(r2.xyzw, FaceVP[instanceId]._m03_m13_m23_m33);
    r0.xyzw = r3.xyzw + r1.xyzw;
    o.SV_Position0.xyzw = r0.xyzw;
    stream.Append(o);
}
