// Decompiled by dxkit from a gs_5_0 program.

struct Input
{
    float4 SV_Position0 : SV_Position;
    float4 COLOR0 : COLOR;
    float2 TEXCOORD0 : TEXCOORD;
};

struct Output0
{
    float4 POSITION0 : POSITION;
};

struct Output1
{
    float3 NORMAL0 : NORMAL;
    float TEXCOORD1 : TEXCOORD1;
};

[maxvertexcount(4)]
void main(point Input i[1], inout PointStream<Output0> s0, inout PointStream<Output1> s1)
{
    Output0 o0;
    Output1 o1;
    o0.POSITION0.xyzw = i[0].SV_Position0.xyzw;
    s0.Append(o0);
    s0.RestartStrip();
    o1.NORMAL0.xyz = i[0].COLOR0.xyz;
    o1.TEXCOORD1 = i[0].TEXCOORD0.x;
    s1.Append(o1);
    s1.RestartStrip();
}
