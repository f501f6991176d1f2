// Decompiled by dxkit from a vs_5_0 program.

struct Input
{
    float4 POSITION0 : POSITION;
    float2 TEXCOORD0 : TEXCOORD;
    uint SV_VertexID0 : SV_VertexID;
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

Output main(Input i)
{
    Output o;
    o.SV_Position0.xyzw = i.POSITION0.xyzw;
    o.TEXCOORD0.xy = i.TEXCOORD0.xy;
    o.TEXCOORD4 = i.POSITION0.z;
    o.TEXCOORD3 = i.SV_VertexID0 >> 2u;
    o.TEXCOORD1 = 0.5f * i.TEXCOORD0.x;
    o.TEXCOORD2 = i.SV_VertexID0;
    o.REF0.xy = i.TEXCOORD0.xy + i.TEXCOORD0.xy;
    return o;
}
