// Decompiled by dxkit from a gs_5_0 program.

struct Input
{
    float4 SV_Position0 : SV_Position;
};

struct Output
{
    float4 SV_Position0 : SV_Position;
    float2 TEXCOORD0 : TEXCOORD;
    float TEXCOORD4 : TEXCOORD4;
    nointerpolation float TEXCOORD1 : TEXCOORD1;
    uint TEXCOORD2 : TEXCOORD2;
    uint TEXCOORD3 : TEXCOORD3;
    float2 REF0 : REF;
};

[maxvertexcount(1)]
void main(point Input i[1], inout PointStream<Output> stream, uint primitiveId : SV_PRIMITIVEID)
{
    Output o;
    float4 r0;
    o.SV_Position0.xyzw = i[0].SV_Position0.xyzw;
    r0.x = (float)primitiveId;
    o.TEXCOORD0.x = r0.x;
    o.TEXCOORD0.y = 0.0f;
    o.TEXCOORD4 = 0.5f;
    o.TEXCOORD1 = 1.0f;
    o.TEXCOORD3 = asuint(0.0f);
    o.TEXCOORD2 = primitiveId;
    o.REF0.xy = i[0].SV_Position0.xy;
    stream.Append(o);
}
